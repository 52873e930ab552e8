// Self-hosted fonts (docs/product.md#type): Latin subsets only, woff2, font-display: swap.
// Three files: every one is fetched before the first paint, so each weight costs the phone
// a download there. Styles asking for 800 (Nunito) or 600 (Lora) get the 700 face.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/lora/latin-700.css';
