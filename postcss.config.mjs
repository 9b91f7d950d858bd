/** Tailwind CSS 4 through its PostCSS plugin. */
const config = { plugins: { "@tailwindcss/postcss": {} } };
export default config;
