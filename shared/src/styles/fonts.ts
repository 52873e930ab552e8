// Self-hosted fonts (docs/product.md#type): Latin subsets only, woff2, font-display: swap. For a
// remote running alone; in the site, the shell's frame loads the same three files after its first
// paint (scripts/frame/fonts.mjs). Styles asking for 800 (Nunito) or 600 (Lora) get the 700 face.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/lora/latin-700.css';
