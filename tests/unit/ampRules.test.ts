import { describe, expect, it } from 'vitest';
import { ampRuleViolations } from '../helpers/ampRules.ts';
import { AMP_BOILERPLATE, AMP_BOILERPLATE_NOSCRIPT, AMP_RUNTIME, ampExtensionSrc } from '#/domain/article/ampDocument.ts';

const doc = (body: string, head = '', css = 'p{color:red}') =>
  `<!doctype html><html amp lang="en"><head><meta charset="utf-8"><script async src="${AMP_RUNTIME}"></script>${head}<title>t</title>` +
  `<link rel="canonical" href="https://x.example/a"><meta name="viewport" content="width=device-width"><style amp-custom>${css}</style>` +
  `<style amp-boilerplate>${AMP_BOILERPLATE}</style><noscript><style amp-boilerplate>${AMP_BOILERPLATE_NOSCRIPT}</style></noscript></head><body>${body}</body></html>`;

describe('the AMP rule checker used by the AMP page tests', () => {
  it('passes a minimal valid document', () => {
    expect(ampRuleViolations(doc('<amp-img src="/a" width="1" height="1" layout="responsive"></amp-img>'))).toEqual([]);
    expect(ampRuleViolations(doc('<amp-video width="2" height="1"></amp-video>', `<script async custom-element="amp-video" src="${ampExtensionSrc('amp-video')}"></script>`))).toEqual([]);
  });

  it('catches what AMP forbids', () => {
    expect(ampRuleViolations(doc('<img src="/a">'))).toContain('<img> is not allowed');
    expect(ampRuleViolations(doc('<script>x()</script>'))).toContain('script not allowed: <script>');
    expect(ampRuleViolations(doc('<amp-iframe src="https://a" width="1" height="1"></amp-iframe>'))).toContain('amp-iframe is used without its extension script');
    expect(ampRuleViolations(doc('', `<script async custom-element="amp-video" src="${ampExtensionSrc('amp-video')}"></script>`))).toContain('amp-video script is loaded but not used');
    expect(ampRuleViolations(doc('<p style="color:red" onclick="x()">a</p>'))).toEqual(['inline style attributes are not allowed', 'event handler attributes are not allowed']);
    expect(ampRuleViolations(doc('', '', 'a'.repeat(75_001)))).toEqual(['inline CSS is 75001 bytes, over 75000']);
    expect(ampRuleViolations(doc('<amp-img src="/a"></amp-img>'))).toEqual(['amp-img needs width and height']);
    expect(ampRuleViolations('<html><head></head></html>').length).toBeGreaterThan(5);
  });
});
