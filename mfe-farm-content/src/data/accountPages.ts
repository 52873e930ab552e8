/**
 * The register and login pages' titles and descriptions (docs/product.md#register-and-login). A
 * description says what the page holds, in 50 to 160 characters: shorter ones are flagged by
 * search engines' and crawlers' checks, longer ones are cut in results.
 */
export const ACCOUNT_PAGE_META = {
  register: {
    title: 'Register',
    description: 'Create a Terra Verde account with your e-mail address and a password. Already registered? Log in from here.',
  },
  login: {
    title: 'Login',
    description: 'Log in to Terra Verde with your e-mail address and password. New to the farm? Create an account from here.',
  },
} as const;
