/**
 * The longest value each contact-form field takes. Kept apart from the schema so the public
 * form can set its `maxLength`s without loading the validation library.
 */
export const contactLimits = { name: 100, email: 254, phone: 40, content: 5000 } as const;
