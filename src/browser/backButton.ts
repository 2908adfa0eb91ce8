// The title bar's back button (src/components/TitleBar.astro): back within the site, else to the
// market's front page. Part of the shell's one page script (src/layouts/Default.astro).
document.querySelectorAll<HTMLButtonElement>('[data-back]').forEach((button) => {
  button.addEventListener('click', () => {
    const sameSite = document.referrer.startsWith(location.origin);
    if (sameSite && history.length > 1) history.back();
    else location.assign(button.dataset.back!);
  });
});
