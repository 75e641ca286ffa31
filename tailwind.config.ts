import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * Brand tokens per customization code (white label). Each brand sets RGB channels as CSS
 * variables on `[data-brand="<code>"]`, so one stylesheet serves every brand and the
 * Tailwind colours below keep working with opacity modifiers (`bg-brand/10`).
 */
const brands = {
  // The product's own brand: rose and plum.
  default: {
    brand: '157 60 100',
    'brand-dark': '91 33 64',
    'brand-light': '251 239 243',
    accent: '201 150 110',
  },
  // A white-label example: teal and gold.
  lumiere: {
    brand: '23 113 110',
    'brand-dark': '16 70 68',
    'brand-light': '232 244 242',
    accent: '196 158 74',
  },
} as const;

const brandVariables = plugin(({ addBase }) => {
  for (const [code, tokens] of Object.entries(brands)) {
    const variables = Object.fromEntries(Object.entries(tokens).map(([name, rgb]) => [`--${name}`, rgb]));
    // The default brand also applies before the customization is known.
    const selector = code === 'default' ? ':root, [data-brand="default"]' : `[data-brand="${code}"]`;
    addBase({ [selector]: variables });
  }
});

const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: token('brand'),
        'brand-dark': token('brand-dark'),
        'brand-light': token('brand-light'),
        accent: token('accent'),
      },
      fontFamily: {
        display: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
      },
    },
  },
  plugins: [brandVariables],
} satisfies Config;
