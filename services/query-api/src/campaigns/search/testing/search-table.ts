/**
 * One table of search texts and the campaigns each must find, whichever store answers: PostgreSQL's
 * `websearch_to_tsquery` decides, MongoDB's plan must agree. Phrases beside words, `or`, exclusions alone, stop
 * words and accents (taken as written on both stores).
 */
export const searchedCampaigns = [
  {
    id: 'clean-kenya',
    title: 'Clean water wells',
    story: '<p>Boreholes for villages in Kenya.</p>',
  },
  { id: 'clean-ghana', title: 'Clean water filters', story: '<p>Filters for homes in Accra.</p>' },
  {
    id: 'kenya-kiosk',
    title: 'Kenya kiosk',
    story: '<p>A kiosk selling clean drinking water.</p>',
  },
  { id: 'cafe', title: 'Café in Dakar', story: '<p>Coffee and pastries.</p>' },
  { id: 'ovens', title: 'Bakery ovens', story: '<p>Two ovens for bread.</p>' },
] as const;

const every = searchedCampaigns.map((campaign) => campaign.id).sort();

export const searchTable: [term: string, found: string[]][] = [
  ['"clean water" kenya', ['clean-kenya']],
  ['"clean water" or kenya', ['clean-ghana', 'clean-kenya', 'kenya-kiosk']],
  ['water kenya', ['clean-kenya', 'kenya-kiosk']],
  ['water or ovens', ['clean-ghana', 'clean-kenya', 'kenya-kiosk', 'ovens']],
  ['-kiosk', ['cafe', 'clean-ghana', 'clean-kenya', 'ovens']],
  ['-kiosk -ovens', ['cafe', 'clean-ghana', 'clean-kenya']],
  ['water -"clean water"', ['kenya-kiosk']],
  ['kenya or ovens -bread', ['clean-kenya', 'kenya-kiosk']],
  ['-kiosk or kenya', ['cafe', 'clean-ghana', 'clean-kenya', 'kenya-kiosk', 'ovens']],
  ['café', ['cafe']],
  ['Café', ['cafe']],
  ['cafe', []],
  ['the', every],
  ['-the', every],
  ['the or water', ['clean-ghana', 'clean-kenya', 'kenya-kiosk']],
];
