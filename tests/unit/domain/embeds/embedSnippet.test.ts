import { describe, expect, it } from 'vitest';
import { embedFrameHtml, embedScriptUrl, embedSnippet } from '#/domain/embeds/embedSnippet.ts';

describe('embedSnippet', () => {
  const snippet = embedSnippet({ src: 'https://news.example/tw/v2/embed/poll/typhoon', title: 'Poll "A" & <B>', height: 420, maxWidth: 560 });

  it('is the frame plus /embed.js from the embed page’s own origin', () => {
    expect(snippet).toMatch(/^<iframe src="https:\/\/news\.example\/tw\/v2\/embed\/poll\/typhoon" /);
    expect(snippet).toContain(' data-portal-embed>');
    expect(snippet).toContain('height="420"');
    expect(snippet).toContain('max-width:560px');
    expect(snippet.endsWith('<script async src="https://news.example/embed.js"></script>')).toBe(true);
  });

  it('escapes the title and the URL as attribute values', () => {
    expect(snippet).toContain('title="Poll &quot;A&quot; &amp; &lt;B&gt;"');
    const frame = embedFrameHtml({ src: 'https://news.example/tw/v2/embed/x?subType=TABS&entityId="1"', title: 't', height: 100 });
    expect(frame).toContain('src="https://news.example/tw/v2/embed/x?subType=TABS&amp;entityId=%221%22"');
  });

  it('falls back to a sane height and leaves out max-width when not given', () => {
    const frame = embedFrameHtml({ src: 'http://127.0.0.1:8805/tw/v2/embed/h/v/0', title: 't', height: Number.NaN });
    expect(frame).toContain('height="320"');
    expect(frame).not.toContain('max-width');
  });

  it('takes the script from the embed URL’s origin, port included, and refuses non-http URLs', () => {
    expect(embedScriptUrl('http://127.0.0.1:8805/tw/v2/embed/a/v/0?x=1')).toBe('http://127.0.0.1:8805/embed.js');
    expect(() => embedSnippet({ src: 'javascript:alert(1)', title: 't', height: 1 })).toThrow();
    expect(() => embedSnippet({ src: '/tw/v2/embed/a', title: 't', height: 1 })).toThrow();
  });
});
