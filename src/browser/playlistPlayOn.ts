// Playlists (content-spec §2 playlistId): when the article's own video ends, play on to the next one
// by opening the first "up next" article, whose address keeps playlistId. 'ended' does not bubble,
// so it is heard in the capture phase; videos in the body do not move the playlist on.
const next = document.querySelector<HTMLElement>('[data-playlist-next-href]')?.dataset.playlistNextHref;
if (next) {
  document.addEventListener(
    'ended',
    (event) => {
      if (event.target instanceof HTMLVideoElement && event.target.closest('.article__video')) location.assign(next);
    },
    true,
  );
}
