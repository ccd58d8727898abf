/** The look of every text input, select and text area: public forms, sign-in, password, the article, catalogue and trust editors. */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-forest-700/40 bg-white px-3 py-2 text-forest-900 shadow-sm focus:border-savanna-700 focus:ring-2 focus:ring-savanna-600/40 focus:outline-none aria-[invalid=true]:border-red-700'
