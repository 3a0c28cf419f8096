import { describe, expect, it } from 'vitest';
import { withScreenPreloads, type BuildManifest } from './landingHtml';

const HTML = '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'index.html'], css: ['assets/home.css'] },
  'src/pages/HomePage.tsx': { file: 'assets/home.js', imports: ['_react.js', 'index.html', '_shared.js'] },
};

describe('withScreenPreloads', () => {
  it("adds the screen's chunks the entry does not preload, each once, and their stylesheets, in the head", () => {
    const html = withScreenPreloads(HTML, MANIFEST, 'src/pages/HomePage.tsx');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(head).not.toContain('react.js');
    expect(html.match(/modulepreload/g)).toHaveLength(2);
    expect(html.slice(html.indexOf('</head>'))).toBe('</head><body></body></html>');
  });

  it('refuses a screen the build does not have', () => {
    expect(() => withScreenPreloads(HTML, MANIFEST, 'src/pages/Nowhere.tsx')).toThrow(/not in the build manifest/);
  });
});
