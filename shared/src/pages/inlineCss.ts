/**
 * A stylesheet's text without its source-map comment, for a copy inlined in a page: that address
 * is relative to the file, not to the page. The shell's build inlines its own stylesheets this way
 * (scripts/prerender-frame.mjs), and the shell's server a remote's (site-server's headTags.ts).
 */
export const withoutSourceMap = (css: string) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
