const roles: Record<string, string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  partner: 'Partner',
  other: 'Other',
};

export const roleLabel = (role: string) => roles[role] ?? role;
