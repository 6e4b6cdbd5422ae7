import type { Language } from './language-codes';

/** A word the glossary replaced: where it is found, and the glossary's word to write instead. */
export type BannedVariant = { pattern: RegExp; use: string };

/**
 * The banned variants of each language's glossary (`locales/<code>/GLOSSARY.md` gives the one word for each term):
 * the catalogue test fails on any message that holds one. Patterns are narrow on purpose, so the same word in
 * another sense ("Harambee collecte des données", "Message de soutien", "kumbukumbu zetu") stays allowed.
 */
export const BANNED_VARIANTS: Partial<Record<Language, BannedVariant[]>> = {
  fr: [
    { pattern: /\bcagnottes?\b/iu, use: 'campagne' },
    {
      pattern:
        /\b(?:la|une|votre|ma|sa|cette|leur|notre|les|des|vos|ses|de) collectes?(?![\p{L}-])/iu,
      use: 'campagne (collecter, collectez as a verb stay)',
    },
    { pattern: /\bsoutiens\b|\bsoutien anonyme\b/iu, use: 'donateurs, donateur anonyme' },
    { pattern: /\bcontributeur|\bcontributrice/iu, use: 'donateur' },
    { pattern: /\bentrées?(?!\p{L})/iu, use: 'écriture (a ledger entry)' },
    { pattern: /\bcompte de réception\b/iu, use: 'compte de versement' },
    { pattern: /\bcryptogramme\b/iu, use: 'code CVV' },
    { pattern: /\bMobile Money\b|\bpaiement mobile\b|\bargent mobile\b/u, use: 'mobile money' },
    { pattern: /^Déconnexion$|\bdéconnectez-vous\b/iu, use: 'se déconnecter' },
    { pattern: /\bmdp\b/iu, use: 'mot de passe' },
  ],
  sw: [
    { pattern: /\bnywila\b/iu, use: 'nenosiri (nenosiri lako, manenosiri)' },
    { pattern: /\b[wm]fadhili\b/iu, use: 'mchangiaji, wachangiaji (a donor)' },
    { pattern: /\bmdhamini\b|\bwadhamini\b/iu, use: 'amana (escrow; a mdhamini is a guarantor)' },
    { pattern: /^Toka$|\bUmetoka\b/iu, use: 'Ondoka, Umeondoka (sign out)' },
    {
      pattern:
        /\bkumbukumbu (?:hii|yako|#|za baadaye)|\bni kumbukumbu\b|\{kumbukumbu\}|\bnafasi (?:hii|yake|namba)\b/iu,
      use: 'ingizo, maingizo (a ledger entry)',
    },
    { pattern: /\bpesa za simu\b|\bpesa ya simu\b/iu, use: 'pesa kwa simu (mobile money)' },
    {
      pattern: /\bakaunti ya malipo\b|\bakaunti inayopokea pesa\b/iu,
      use: 'akaunti ya kupokea pesa (payout account)',
    },
    { pattern: /\bkubali ombi\b/iu, use: 'weka PIN yako ya {provider}' },
  ],
};

/** The banned variants a message holds, with the glossary's word for each. */
export const bannedIn = (language: Language, text: string): string[] =>
  (BANNED_VARIANTS[language] ?? [])
    .filter(({ pattern }) => pattern.test(text))
    .map(({ pattern, use }) => `${pattern.exec(text)?.[0]} → ${use}`);
