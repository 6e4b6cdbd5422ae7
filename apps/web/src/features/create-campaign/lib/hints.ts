/** Recommendations shown beside the form while a field has focus. */
export const fieldHints: Record<string, string> = {
  title:
    "Keep it short and specific: say what you will do and where, e.g. 'Solar kiosk for Accra market'.",
  story:
    'Tell backers who you are, what the money buys and what changes when you reach your goal. Short paragraphs read best.',
  goalAmount:
    'Ask for what you need, between $100 and $50,000 in steps of $100. A campaign is only funded if it reaches its goal.',
  category: 'Pick the category backers would look under: it helps them find you in search.',
  endDate:
    'Campaigns run 1 to 20 days. A shorter campaign creates urgency; leave enough time to share it with your network.',
  image: 'A bright, real photo of you or your business works best. JPEG, PNG or GIF, up to 5MB.',
  name: 'Use your real name: backers trust campaigns with a real person behind them.',
  email: 'We send a verification link here, and tell you about every donation.',
  phone:
    'Include your country code, e.g. +254 712 345 678. Our team may call you while reviewing your campaign.',
  country: 'Where you and your business are based; it decides your payout options.',
  password:
    'At least 8 characters. Uppercase letters, numbers and special characters make it stronger.',
  confirmPassword: 'Type the same password again.',
};

export const defaultHints = {
  1: 'Tell backers about your campaign. Tips for each field appear here as you fill in the form.',
  2: 'Now tell us who you are. We will email you a link to verify your address before your campaign is created.',
} as const;
