import { describe, expect, it } from 'vitest';
import { analyzeHtml } from './analyze-html';
import { findDisclosure } from './disclosure';

describe('findDisclosure', () => {
  it('finds the Minnesota political disclaimer and paid-advertisement wording', () => {
    expect(findDisclosure('Vote Pat. Prepared and paid for by Friends of Pat, 12 Main St, Duluth MN.')!.text).toBe(
      'Prepared and paid for by Friends of Pat, 12 Main St, Duluth MN',
    );
    expect(findDisclosure('PAID ADVERTISEMENT')!.text).toBe('PAID ADVERTISEMENT');
    expect(findDisclosure('We paid for lunch.')).toBeNull();
  });
});

describe('analyzeHtml', () => {
  it('counts a visible disclosure', () => {
    const page = analyzeHtml('<html><body><h1>Vote Pat</h1><footer>Paid for by Friends of Pat</footer></body></html>', 'https://pat.example/');
    expect(page.disclosure).toBe('Paid for by Friends of Pat');
    expect(page.hiddenDisclosure).toBeNull();
  });

  it.each([
    ['display:none', '<p style="display:none">Paid for by Friends of Pat</p>'],
    ['visibility:hidden', '<p style="visibility: hidden">Paid for by Friends of Pat</p>'],
    ['zero font size', '<p style="font-size:0">Paid for by Friends of Pat</p>'],
    ['one-pixel font', '<p style="font-size:1px">Paid for by Friends of Pat</p>'],
    ['transparent', '<p style="opacity:0">Paid for by Friends of Pat</p>'],
    ['hidden attribute', '<div hidden><p>Paid for by Friends of Pat</p></div>'],
  ])('does not count a disclosure hidden by %s', (_label, markup) => {
    const page = analyzeHtml(`<html><body><h1>Vote Pat</h1>${markup}</body></html>`, 'https://pat.example/');
    expect(page.disclosure).toBeNull();
    expect(page.hiddenDisclosure).toBe('Paid for by Friends of Pat');
  });

  it('lists same-site links that may hold the disclosure one click away', () => {
    const page = analyzeHtml(
      '<body><a href="/about-us">About</a><a href="https://other.example/paid-for-by">x</a><a href="/shop">Shop</a><a href="/committee#top">Our committee</a></body>',
      'https://pat.example/landing',
    );
    expect(page.candidateLinks).toEqual(['https://pat.example/about-us', 'https://pat.example/committee']);
  });
});
