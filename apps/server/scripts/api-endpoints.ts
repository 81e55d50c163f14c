// The public GETs documented in docs/api.md: path, what it answers, its reply shape, and the
// example request the capture script sends to a running server.
export interface Endpoint {
  path: string;
  query: string;
  reply: string;
  about: string;
  example: string;
}

export const FOUNDATION: Endpoint[] = [
  {
    path: '/config.json',
    query: '',
    reply: 'ARCHITECTURE §4',
    about: 'Where each host lives and the market clock (market time ISO +07:00, demo or real).',
    example: '/config.json',
  },
  {
    path: '/health',
    query: '',
    reply: '`{status, marketTime}`',
    about: 'Liveness; `marketTime` in epoch ms.',
    example: '/health',
  },
];

export const BOARD: Endpoint[] = [
  {
    path: '/getlistallstock',
    query: '',
    reply: '`stockListSchema`',
    about: 'Every listed stock, ETF, warrant and bond.',
    example: '/board/getlistallstock',
  },
  {
    path: '/getMarginList',
    query: '',
    reply: '`[{symbol, market, marginRatio}]`',
    about:
      "Marginable stocks and the share of value lent (Sen's simulated policy: VN30/HNX30 50%, other liquid stocks 40% or 30%).",
    example: '/board/getMarginList',
  },
  {
    path: '/pslistdata',
    query: '',
    reply: '`string[]`',
    about: 'Listed futures (VN30F1M, VN30F2M, VN30F1Q, VN30F2Q).',
    example: '/board/pslistdata',
  },
  {
    path: '/getpsalldatalsnapshot/{symbols}',
    query: 'comma-joined futures',
    reply: '`derivativeRowSchema[]`',
    about: 'Derivatives board rows, index points and contracts.',
    example: '/board/getpsalldatalsnapshot/VN30F1M,VN30F2M',
  },
  {
    path: '/getps10pricesnapshot/{SYM},{B|S}',
    query: '',
    reply: '`depth10MessageSchema` (id 3211)',
    about: '10-level depth of one side, `ndata` = `price:volume` pairs joined by `SOH`.',
    example: '/board/getps10pricesnapshot/VN30F1M,S',
  },
  {
    path: '/getpstradehistory/{symbol}',
    query: '`count` 1-1000 (200)',
    reply: '`derivativeTradeMessageSchema[]` (id 6220)',
    about: "A contract's matches today, newest first.",
    example: '/board/getpstradehistory/VN30F1M?count=2',
  },
  {
    path: '/getNegotiationDeal',
    query: '`board=T1`, `market` STO/STX/UPX (all when absent)',
    reply: '`negotiatedDealRowSchema[]`',
    about: "Today's put-through advertisements (type 0 bid, 1 ask) and deals (2), oldest first.",
    example: '/board/getNegotiationDeal?board=T1&market=STO',
  },
  {
    path: '/getAllStock/',
    query: '`board` G1/G4, `market` STO/STX/UPX/HCX',
    reply: '`stockSnapshotSchema[]`',
    about: 'A market board in the newer shape; HCX = covered warrants on HOSE.',
    example: '/board/getAllStock/?board=G1&market=HCX',
  },
  {
    path: '/getCW',
    query: '',
    reply: '`coveredWarrantRowSchema[]`',
    about: 'Covered warrants with terms and underlying prices.',
    example: '/board/getCW',
  },
  {
    path: '/getAllIndex/',
    query: '`index` codes (10,11,02,12,03 or 001/101/002/301 or VNINDEX...; all when absent)',
    reply: '`olderIndexSchema[]`',
    about: 'Indexes, older shape (value in million VND, `ot` pipe string).',
    example: '/board/getAllIndex/?index=10,11,02,03',
  },
  {
    path: '/getIndex',
    query: '`indexId` codes',
    reply: '`newerIndexSchema[]`',
    about: 'Indexes, newer shape (whole units).',
    example: '/board/getIndex?indexId=10,11',
  },
  {
    path: '/getIndexSummary',
    query: '',
    reply: '`indexSummarySchema`',
    about: 'Matched, negotiated and foreign value of the day, VND.',
    example: '/board/getIndexSummary',
  },
  {
    path: '/getIndexHistories/',
    query: '`resolution=1`, `indexId` one code',
    reply: '`intradayHistorySchema`',
    about: 'First item `{openPrice}`, then one `{time HH:MM, close, volume}` per minute.',
    example: '/board/getIndexHistories/?resolution=1&indexId=10',
  },
  {
    path: '/getintradaychart/{id}',
    query: '',
    reply:
      'index: `{marketCode, openIndex, data:[{time, oIndex, cIndex, vol, value}]}`; symbol: `{symbol, reference, data:[{time, open, high, low, close, volume, value}]}`',
    about:
      'Intraday chart by id: an index code (mini chart, cumulative vol, value in million VND) or a symbol (one-minute bars, VND and shares).',
    example: '/board/getintradaychart/10',
  },
  {
    path: '/getintradaychart/{symbol}',
    query: '',
    reply: 'see above',
    about: "A symbol's one-minute bars.",
    example: '/board/getintradaychart/{active}',
  },
  {
    path: '/getStockPrice',
    query: '`symbols=` list, or `market=` STO/STX/UPX/HCX, with `board=G4` for odd lots',
    reply: '`stockSnapshotSchema[]`',
    about: 'Newer snapshot by symbols or by market.',
    example: '/board/getStockPrice?symbols=FPT,VNM',
  },
  {
    path: '/getStockPriceByGroupId',
    query:
      '`board` G1/G4, `groupId` VN30, HNX30, ETF, CW, EW (ETFs and warrants), PHAISINH, or an industry slug',
    reply: '`stockSnapshotSchema[]`',
    about: 'Newer snapshot of a group.',
    example: '/board/getStockPriceByGroupId?board=G1&groupId=EW',
  },
  {
    path: '/getMatchedDeal',
    query: '`symbol`, `count` 1-1000 (200)',
    reply: '`tradeMessageSchema[]` (id 3220)',
    about: "A symbol's matches today, newest first, as realtime 3220 bodies.",
    example: '/board/getMatchedDeal?symbol={active}&count=2',
  },
  {
    path: '/getliststockdata/{symbols}',
    query: 'comma-joined symbols',
    reply: '`feedRowSchema[]`',
    about: 'Older feed rows (g1..g7) in the order asked; unknown symbols skipped, 404 when none is known.',
    example: '/board/getliststockdata/FPT,VNM',
  },
  {
    path: '/getStockInfo/{symbol}',
    query: '',
    reply: '`boardRecordSchema`',
    about: 'One symbol as the board quote record.',
    example: '/board/getStockInfo/FPT',
  },
  {
    path: '/getunderlyingsnapshot/{warrants}',
    query: 'comma-joined warrants',
    reply: '`feedRowSchema[]`',
    about: "Older feed row of each warrant's underlying.",
    example: '/board/getunderlyingsnapshot/{cw}',
  },
  {
    path: '/getoddlotsnapshot/{market}',
    query: 'HSX/STO or HNX/STX or UPX',
    reply: '`derivativeRowSchema[]` (board G4)',
    about: 'Odd-lot board: odd-lot matches and depth, lowercase depth fields.',
    example: '/board/getoddlotsnapshot/HNX',
  },
  { path: '/listvn30', query: '', reply: '`string[]`', about: 'VN30 basket.', example: '/board/listvn30' },
  { path: '/listhnx30', query: '', reply: '`string[]`', about: 'HNX30 basket.', example: '/board/listhnx30' },
  { path: '/listetf', query: '', reply: '`string[]`', about: 'ETFs.', example: '/board/listetf' },
  {
    path: '/listbond',
    query: '',
    reply: '`string[]`',
    about: 'Listed corporate bonds (traded through the bond service).',
    example: '/board/listbond',
  },
  {
    path: '/categories',
    query: '',
    reply: '`watchlistCategoryListSchema`',
    about: "The board's groups (category ids of /home/bang-gia/{id}); symbols comma-joined in `symbols`.",
    example: '/board/categories',
  },
  {
    path: '/industries',
    query: '',
    reply: '`industrySchema[]` + `nameEn`',
    about: 'The 20 industries with their symbols.',
    example: '/board/industries',
  },
  {
    path: '/servertime',
    query: '',
    reply: '`{srv_time, def_value}`',
    about: 'Market time HH:MM:SS and seconds since market midnight.',
    example: '/board/servertime',
  },
];

export const INFO: Endpoint[] = [
  {
    path: '/listETF.pt',
    query: '`market` STO/STX (all when absent)',
    reply: '`etfListSchema`',
    about: 'ETFs with benchmark and listed units.',
    example: '/info/listETF.pt?market=STO',
  },
  {
    path: '/worldIndex',
    query: '',
    reply: '`worldIndexReplySchema`',
    about: 'Dow 30, S&P 500, Nasdaq: last US close and change (simulated series).',
    example: '/info/worldIndex',
  },
  {
    path: '/topStockInterested',
    query: '`count` 1-100 (10)',
    reply: '`topInterestReplySchema`',
    about: 'Most traded stocks today by value; COLOR green/red/yellow.',
    example: '/info/topStockInterested?count=3',
  },
  {
    path: '/stockReport.pt',
    query: '`symbol`, `type` Q/Y, `report` IS/BS, `page`, `size`',
    reply: '`reportSchema`',
    about: 'Income statements or balance sheets, newest period first, VND.',
    example: '/info/stockReport.pt?symbol=FPT&type=Q&report=IS&size=1',
  },
  {
    path: '/stockHis.pt',
    query: '`symbol`, `from`, `to` (YYYY-MM-DD), `page`, `size`',
    reply: '`historyPageSchema`',
    about: "Daily bars of the simulated market's own days, today first.",
    example: '/info/stockHis.pt?symbol=FPT&size=1',
  },
  {
    path: '/transferData.pt',
    query: '`symbol`, `page`, `size`',
    reply: '`transfersPageSchema`',
    about: 'Insider transfer registrations and results.',
    example: '/info/transferData.pt?symbol=FPT&size=1',
  },
  {
    path: '/stockNews.pt',
    query: '`symbol`, `page`, `size`',
    reply: '`newsPageSchema`',
    about: 'Headlines and summaries, newest first.',
    example: '/info/stockNews.pt?symbol=FPT&size=1',
  },
  {
    path: '/newsDetail.pt',
    query: '`id` (e.g. FPT-N1)',
    reply: '`newsDetailSchema`',
    about: 'One news item with its body.',
    example: '/info/newsDetail.pt?id=FPT-N1',
  },
  {
    path: '/stockEvents.pt',
    query: '`symbol`, `page`, `size`',
    reply: '`eventsPageSchema`',
    about: 'Dividends, AGMs, rights issues, by ex-date, newest first.',
    example: '/info/stockEvents.pt?symbol=FPT&size=1',
  },
  {
    path: '/stockMangement.pt',
    query: '`symbol`',
    reply: '`managementSchema`',
    about: 'Legal representative, management and major shareholders.',
    example: '/info/stockMangement.pt?symbol=FPT',
  },
  {
    path: '/companyInfo.pt',
    query: '`symbol`',
    reply: '`companyInfoSchema`',
    about: 'Company profile.',
    example: '/info/companyInfo.pt?symbol=FPT',
  },
  {
    path: '/associate.pt',
    query: '`symbol`',
    reply: '`associatesSchema`',
    about: 'Subsidiaries and associates.',
    example: '/info/associate.pt?symbol=FPT',
  },
];
