// The reader's text size; the head boot script has already applied the stored one before paint.
import { atom } from 'nanostores';
import { TEXT_SIZE_KEY, textSizeCode, textSizeFromCode, type TextSize } from '#/domain/shell/textSize.ts';

function current(): TextSize {
  if (typeof document === 'undefined') return 'md';
  return textSizeFromCode(String(Math.max(0, ['sm', 'md', 'lg', 'xl'].indexOf(document.documentElement.dataset.textSize ?? 'md'))));
}

export const $textSize = atom<TextSize>(current());

export function setTextSize(size: TextSize): void {
  $textSize.set(size);
  document.documentElement.dataset.textSize = size;
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(textSizeCode(size)));
  } catch {
    // Storage may be unavailable (private mode): the size still applies to this page.
  }
}
