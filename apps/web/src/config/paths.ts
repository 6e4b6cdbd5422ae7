export const paths = {
  home: { path: '/', getHref: (hash?: string) => (hash ? `/#${hash}` : '/') },
  login: {
    path: '/login',
    getHref: (expired = false) => (expired ? '/login?session=expired' : '/login'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${token}`,
  },
  /** The mailed one-time sign-in link: its token rides after '#', which browsers never send to a server. */
  signInLink: { path: '/sign-in-link', getHref: (token: string) => `/sign-in-link#${token}` },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  authVerifyEmail: { path: '/auth/verify-email', getHref: () => '/auth/verify-email' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  yourData: { path: '/dashboard/your-data', getHref: () => '/dashboard/your-data' },
  wallet: { path: '/wallet', getHref: () => '/wallet' },
  admin: { path: '/admin', getHref: () => '/admin' },
  adminContacts: { path: '/admin/contacts', getHref: () => '/admin/contacts' },
  adminMail: { path: '/admin/mail', getHref: () => '/admin/mail' },
  adminWithdrawals: { path: '/admin/withdrawals', getHref: () => '/admin/withdrawals' },
  adminDisputes: { path: '/admin/disputes', getHref: () => '/admin/disputes' },
  adminCampaign: {
    path: '/admin/campaigns/:id',
    getHref: (id: string) => `/admin/campaigns/${id}`,
  },
  adminBlog: { path: '/admin/blog', getHref: () => '/admin/blog' },
  adminBlogNew: { path: '/admin/blog/new', getHref: () => '/admin/blog/new' },
  adminBlogEdit: {
    path: '/admin/blog/edit/:id',
    getHref: (id: string) => `/admin/blog/edit/${id}`,
  },
  adminDonate: {
    path: '/admin/donate/:campaignId',
    getHref: (campaignId: string) => `/admin/donate/${campaignId}`,
  },
  adminGenerateDonations: {
    path: '/admin/generate-donations/:id',
    getHref: (id: string) => `/admin/generate-donations/${id}`,
  },
  createCampaign: {
    path: '/create-campaign',
    getHref: (step?: 2) => (step ? `/create-campaign?step=${step}` : '/create-campaign'),
  },
  campaignSuccess: { path: '/campaign-success', getHref: () => '/campaign-success' },
  editCampaign: { path: '/campaign/:id/edit', getHref: (id: string) => `/campaign/${id}/edit` },
  campaignUpdate: {
    path: '/campaign/update/:id',
    getHref: (id: string) => `/campaign/update/${id}`,
  },
  campaign: { path: '/campaign/:campaignId', getHref: (id: string) => `/campaign/${id}` },
  campaignLedger: {
    path: '/campaign/:campaignId/ledger',
    getHref: (id: string) => `/campaign/${id}/ledger`,
  },
  ledger: { path: '/ledger', getHref: () => '/ledger' },
  donation: { path: '/donation/:id', getHref: (id: string) => `/donation/${id}` },
  donationThankYou: {
    path: '/donation/:id/thank-you',
    getHref: (id: string, paymentId: string) =>
      `/donation/${encodeURIComponent(id)}/thank-you?paymentId=${encodeURIComponent(paymentId)}`,
  },
  unfollow: {
    path: '/unfollow/:followId',
  },
  /** The follow's confirmation mail's link: its token rides after '#', which browsers never send to a server. */
  confirmFollow: { path: '/confirm-follow' },
  receipt: {
    path: '/receipts/:receiptId',
    getHref: (receiptId: string, key: string) =>
      `/receipts/${encodeURIComponent(receiptId)}?k=${encodeURIComponent(key)}`,
  },
  donate: { path: '/donate/:campaignId', getHref: (campaignId: string) => `/donate/${campaignId}` },
  searchCampaigns: { path: '/search-campaigns', getHref: () => '/search-campaigns' },
  about: { path: '/about', getHref: (hash?: string) => (hash ? `/about#${hash}` : '/about') },
  faq: { path: '/faq', getHref: () => '/faq' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  cookiePolicy: { path: '/cookie', getHref: () => '/cookie' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:id', getHref: (id: string) => `/blog/${id}` },
  adGenerator: { path: '/ad-generator', getHref: () => '/ad-generator' },
} as const;
