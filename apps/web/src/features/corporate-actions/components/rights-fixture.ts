// An open FPT rights issue as the rights list returns it, shared by the rights tests.
export const openFptRights = {
  id: 1,
  eventId: 'FPT-RI20270823',
  symbol: 'FPT',
  recordDate: '2027-08-25',
  shares: 1_000,
  ratio: '5:1',
  price: 70_900,
  maxVolume: 200,
  registered: 150,
  subscriptionStart: '2027-08-27',
  subscriptionEnd: '2027-09-14',
  transferEnd: '2027-09-10',
  listingDate: '2027-09-21',
  status: 'open' as const,
};
