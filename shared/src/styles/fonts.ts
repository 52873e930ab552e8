// Self-hosted fonts (DESIGN.md section 2): Latin subsets only, woff2, font-display: swap.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/lora/latin-600.css';
import '@fontsource/lora/latin-700.css';
