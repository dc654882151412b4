import { describe, expect, it } from 'vitest';
import { composePage } from './spa';

const page =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Fairline</title>\n<link rel="icon" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('composing a page from its parts', () => {
  it('puts head tags before </head>, markup into #root and tags before </body>, in order', () => {
    const out = composePage(page, [
      { head: '<meta name="a">', root: '<main>1</main>' },
      { head: '<meta name="b">', body: '<script>x</script>' },
    ]);
    expect(out).toContain('<meta name="a"><meta name="b"></head>');
    expect(out).toContain('<div id="root"><main>1</main></div>');
    expect(out).toContain('<script>x</script></body>');
    expect(out).toContain('<title>Fairline</title>');
  });

  it('a part with its own title replaces the template title', () => {
    const out = composePage(page, [{ head: '<title>Football — Fairline</title>' }]);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<title>Football — Fairline</title>');
  });

  it('a dollar sign in a part is copied as it is, never read as a replacement pattern', () => {
    const out = composePage(page, [{ root: "<p>$& $' $1</p>" }]);
    expect(out).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('no parts leave the page unchanged', () => {
    expect(composePage(page, [])).toBe(page);
  });
});
