import { describe, expect, it } from 'vitest';
import { boardCategoryOfPath, withBoardBoot } from './board-boot.ts';

describe('board boot data', () => {
  it.each([
    ['/', 'vn30'],
    ['/home', 'vn30'],
    ['/home/bang-gia', 'vn30'],
    ['/home/bang-gia/', 'vn30'],
    ['/bang-gia?x=1', 'vn30'],
    ['/home/bang-gia/hsx', 'hsx'],
    ['/home/bang-gia/ETF?tab=1', 'ETF'],
    ['/home/bang-gia/%ZZ', undefined],
    ['/home/tai-san', undefined],
    ['/home/bang-gia/hsx/more', undefined],
  ])('%s shows board %s first', (path, id) => {
    expect(boardCategoryOfPath(path)).toBe(id);
  });

  it('puts the data and the configuration in the head as JSON no text inside can end', () => {
    const boot = {
      categoryId: 'vn30',
      categories: [],
      quotes: [{ name: '</script><script>alert(1)</script>' }],
    };
    const config = { boardBase: '/board', marketTime: '2026-11-26T10:00:00+07:00' };
    const shell =
      '<html><head><title>x</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n</head><body></body></html>';
    const html = withBoardBoot(shell, boot, config);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // The page carries the configuration: no preload of /config.json left to go unused.
    expect(html).not.toContain('/config.json');
    const json = /<script type="application\/json" id="sen-board-boot">(.*)<\/script><\/head>/.exec(
      html,
    )![1]!;
    expect(JSON.parse(json)).toEqual(boot);
    const inline = /<script type="application\/json" id="sen-config">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(inline)).toEqual(config);
  });
});
