/** The header an error answer names its message's key in, so a screen tells one refusal from another in any language. */
export const MESSAGE_KEY_HEADER = 'Harambee-Message-Key';
