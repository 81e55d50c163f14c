/** Foreign investors' trading of one symbol today and the room left. */
export interface ForeignFigures {
  buyVolume: number;
  sellVolume: number;
  buyValue: number;
  sellValue: number;
  /** Shares foreigners may still buy (limit minus holdings). */
  room: number;
}

/** Foreign buy/sell volumes, values and room per symbol; room shrinks on buys and grows on sells. */
export class ForeignLedger {
  private readonly figures = new Map<string, ForeignFigures>();

  /** Registers a symbol with its foreign limit and current holding, in shares. */
  register(symbol: string, limitShares: number, ownedShares: number): void {
    this.figures.set(symbol, {
      buyVolume: 0,
      sellVolume: 0,
      buyValue: 0,
      sellValue: 0,
      room: Math.max(0, limitShares - ownedShares),
    });
  }

  /** Records a foreign fill. */
  fill(symbol: string, side: 'B' | 'S', price: number, volume: number): void {
    const f = this.figures.get(symbol);
    if (!f) return;
    if (side === 'B') {
      f.buyVolume += volume;
      f.buyValue += price * volume;
      f.room = Math.max(0, f.room - volume);
    } else {
      f.sellVolume += volume;
      f.sellValue += price * volume;
      f.room += volume;
    }
  }

  /** Figures of a symbol (undefined when foreigners do not trade it). */
  get(symbol: string): Readonly<ForeignFigures> | undefined {
    return this.figures.get(symbol);
  }

  /** Total foreign buy and sell value today, VND (all markets). */
  totals(): { buyValue: number; sellValue: number } {
    let buyValue = 0;
    let sellValue = 0;
    for (const f of this.figures.values()) {
      buyValue += f.buyValue;
      sellValue += f.sellValue;
    }
    return { buyValue, sellValue };
  }

  /** Starts a new day: volumes and values back to zero, room kept. */
  newDay(): void {
    for (const f of this.figures.values()) {
      f.buyVolume = 0;
      f.sellVolume = 0;
      f.buyValue = 0;
      f.sellValue = 0;
    }
  }
}
