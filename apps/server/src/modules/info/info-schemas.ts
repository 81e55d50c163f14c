// The info host's reply shapes live in @sen/protocol (the web app parses the same schemas).
export {
  associatesSchema,
  companyInfoSchema,
  etfListSchema,
  eventsPageSchema,
  historyPageSchema,
  managementSchema,
  newsDetailSchema,
  newsPageSchema,
  infoPageSchema as pageSchema,
  reportSchema,
  topInterestReplySchema,
  transfersPageSchema,
  worldIndexReplySchema,
} from '@sen/protocol';
