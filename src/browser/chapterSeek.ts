// Interactive-video chapters: a chapter button seeks the story's video to the chapter's start and
// plays it; the chapter playing is marked aria-current as the video moves on. Before the reader has
// pressed play the player island is not there yet: pressing its play button hydrates it
// (client:interaction replays that press), then the seek waits for the video's metadata.
import { chapterAt } from '#/domain/article/chapters.ts';

const root = document.querySelector<HTMLElement>('[data-ive]');
const buttons = root ? [...root.querySelectorAll<HTMLButtonElement>('[data-chapter-start]')] : [];
const starts = buttons.map((b) => Number(b.dataset.chapterStart));
const holder = root?.querySelector<HTMLElement>('.article__video');

function mark(index: number): void {
  buttons.forEach((b, i) => b.setAttribute('aria-current', String(i === index)));
}

function storyVideo(): Promise<HTMLVideoElement> {
  const found = holder!.querySelector('video');
  if (found) return Promise.resolve(found);
  holder!.querySelector<HTMLButtonElement>('[data-video-play]')?.click();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      const video = holder!.querySelector('video');
      if (!video) return;
      watch.disconnect();
      video.addEventListener('timeupdate', () => {
        const index = chapterAt(starts, video.currentTime);
        if (index >= 0) mark(index);
      });
      resolve(video);
    });
    watch.observe(holder!, { childList: true, subtree: true });
  });
}

function seek(video: HTMLVideoElement, start: number): void {
  const go = () => {
    video.currentTime = start;
    void video.play().catch(() => undefined);
  };
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) go();
  else video.addEventListener('loadedmetadata', go, { once: true });
}

if (root && holder) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-chapter-start]');
    if (!button) return;
    mark(buttons.indexOf(button));
    void storyVideo().then((video) => seek(video, Number(button.dataset.chapterStart)));
  });
}
