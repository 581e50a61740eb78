import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './support/gateway-client';

// The order of a server-rendered page's head decides how often the browser lays the page out
// before its first paint. Chrome's form autofill lays the page out when it meets inputs and
// selects at DOMContentLoaded; if the body is parsed before the stylesheet is in, that is a whole
// layout of the unstyled page, thrown away (web/build/route-preload.ts). A classic script after
// the stylesheet holds the parser until the stylesheet is in.

const headOf = async (path: string) => {
  const answer = await fetch(`${gatewayUrl()}${path}`);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await answer.text();
  return html.slice(0, html.indexOf('</head>'));
};

describe('server-rendered pages: the stylesheet is in before the body is parsed', () => {
  it.each(['/', '/properties?action=RENT', '/rent/jaipur'])(
    'when %s is rendered, then a classic (parser-blocking) script follows the stylesheet',
    async (path) => {
      const head = await headOf(path);
      const stylesheet = head.search(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
      const script = /<script src="\/route-preload\.js"([^>]*)><\/script>/.exec(head);
      expect(stylesheet).toBeGreaterThan(-1);
      expect(script).not.toBeNull();
      expect(script!.index).toBeGreaterThan(stylesheet);
      // async or defer would let the parser run on to the body without the styles.
      expect(script![1]).not.toMatch(/\b(async|defer|type=)/);
    },
  );
});

describe('the script every page runs before its first paint', () => {
  it('when /route-preload.js is fetched, then it is the minified build of web/public/route-preload.js', async () => {
    const answer = await fetch(`${gatewayUrl()}/route-preload.js`);
    expect(answer.status).toBe(200);
    const script = await answer.text();
    // The source explains itself in comments; what ships is minified (web/build/route-preload.ts).
    expect(script).toContain('modulepreload');
    expect(script).not.toMatch(/^\s*\/\//m);
    expect(script.split('\n').length).toBeLessThan(5);
  });
});
