import { addDays, formatBillions, formatInteger, periodLabel } from '@sen/market';
import type { Rng } from '../reference/rng.ts';
import type { StockRef } from '../reference/types.ts';
import type { Financials, NewsItem, Text } from './types.ts';

const SOURCES = ['Sen News', 'Sen Markets', 'Sen Research'];
const billions = formatBillions;

type Template = (stock: StockRef, f: Financials, rng: Rng) => { title: Text; body: Text };

const TEMPLATES: readonly Template[] = [
  (s, f) => {
    const q = f.quarterlyIncome[f.quarterlyIncome.length - 1];
    const prev = f.quarterlyIncome[f.quarterlyIncome.length - 5];
    const growth =
      q && prev && prev.netProfit !== 0
        ? Math.round(((q.netProfit - prev.netProfit) / Math.abs(prev.netProfit)) * 100)
        : 0;
    // the quarter as the financials tab writes it (Q3/2026)
    const quarter = periodLabel(q?.period ?? '');
    const np = billions(q?.netProfit ?? 0);
    const rev = billions(q?.revenue ?? 0);
    return {
      title: {
        vi: `${s.symbol}: lợi nhuận quý ${quarter} đạt ${np} tỷ đồng`,
        en: `${s.symbol}: ${quarter} net profit of VND ${np} billion`,
      },
      body: {
        vi: `${s.nameVi} (${s.symbol}) công bố báo cáo tài chính quý ${quarter} với doanh thu ${rev} tỷ đồng và lợi nhuận sau thuế ${np} tỷ đồng, thay đổi ${growth}% so với cùng kỳ năm trước. Ban lãnh đạo cho biết kết quả phản ánh nhu cầu ổn định và chi phí được kiểm soát.`,
        en: `${s.nameEn} (${s.symbol}) reported ${quarter} revenue of VND ${rev} billion and net profit of VND ${np} billion, ${growth}% versus the same quarter last year. Management said the result reflects steady demand and controlled costs.`,
      },
    };
  },
  (s, _f, rng) => {
    const pct = rng.int(5, 25);
    return {
      title: {
        vi: `${s.symbol} trình kế hoạch tăng trưởng lợi nhuận ${pct}% tại đại hội cổ đông`,
        en: `${s.symbol} proposes ${pct}% profit growth target at its AGM`,
      },
      body: {
        vi: `Hội đồng quản trị ${s.nameVi} trình đại hội đồng cổ đông kế hoạch kinh doanh năm tới với mục tiêu lợi nhuận tăng ${pct}%, đồng thời đề xuất phương án chia cổ tức và kế hoạch đầu tư mở rộng.`,
        en: `The board of ${s.nameEn} will ask shareholders to approve next year's business plan targeting ${pct}% profit growth, together with a dividend proposal and an expansion plan.`,
      },
    };
  },
  (s, _f, rng) => {
    const room = Math.round((s.foreignLimit - s.foreignOwned) * 1000) / 10;
    const verb = rng.chance(0.5);
    return {
      title: {
        vi: `Khối ngoại ${verb ? 'mua ròng' : 'bán ròng'} ${s.symbol}, room còn ${room}%`,
        en: `Foreign investors ${verb ? 'net buy' : 'net sell'} ${s.symbol}, ${room}% room left`,
      },
      body: {
        vi: `Nhà đầu tư nước ngoài ${verb ? 'mua ròng' : 'bán ròng'} cổ phiếu ${s.symbol} trong tuần qua. Tỷ lệ sở hữu nước ngoài hiện là ${Math.round(s.foreignOwned * 1000) / 10}%, giới hạn ${Math.round(s.foreignLimit * 100)}%.`,
        en: `Foreign investors were ${verb ? 'net buyers' : 'net sellers'} of ${s.symbol} over the past week. Foreign ownership stands at ${Math.round(s.foreignOwned * 1000) / 10}% against a ${Math.round(s.foreignLimit * 100)}% limit.`,
      },
    };
  },
  (s, _f, rng) => {
    const value = formatInteger(rng.int(50, 2_000) * 1e9);
    return {
      title: {
        vi: `${s.symbol} ký hợp đồng mới trị giá ${value} đồng`,
        en: `${s.symbol} signs a new contract worth VND ${value}`,
      },
      body: {
        vi: `${s.nameVi} vừa ký kết hợp đồng trị giá ${value} đồng, dự kiến ghi nhận doanh thu trong các quý tới và góp phần hoàn thành kế hoạch năm.`,
        en: `${s.nameEn} has signed a contract worth VND ${value}, expected to be booked as revenue over the coming quarters and to support the annual plan.`,
      },
    };
  },
  (s) => ({
    title: {
      vi: `${s.symbol} công bố thông tin về người nội bộ`,
      en: `${s.symbol} discloses insider information`,
    },
    body: {
      vi: `${s.nameVi} thông báo danh sách người nội bộ và người có liên quan sau khi kiện toàn bộ máy quản trị; thông tin giao dịch cổ phiếu của người nội bộ được công bố theo quy định.`,
      en: `${s.nameEn} published its list of insiders and related persons after changes to its management; insider share dealings are disclosed as required.`,
    },
  }),
];

/** News items, newest first, with bodies in Vietnamese and English. */
export function news(rng: Rng, stock: StockRef, f: Financials, asOf: string): NewsItem[] {
  const items: NewsItem[] = [];
  let date = asOf;
  for (let i = 0; i < 8; i += 1) {
    date = addDays(date, -rng.int(1, 20));
    const { title, body } = (TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0]!)(stock, f, rng);
    const summary = { vi: body.vi.split('. ')[0] ?? body.vi, en: body.en.split('. ')[0] ?? body.en };
    items.push({ id: `${stock.symbol}-N${i + 1}`, date, title, summary, body, source: rng.pick(SOURCES) });
  }
  return items;
}
