/** A tel: link for a phone number written for people, e.g. "+55 (48) 99812-4410". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
