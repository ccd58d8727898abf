// A page's HTML as a reader meets it: without the data block that hands its scripts their words
// (app/lib/page-words.ts), which holds every message those scripts may show, shown now or not, and on
// a German or French form the rules' English words the browser recognises them by (decision 057).
// A test that a page does not say something reads this.

const PAGE_WORDS_BLOCK = /<script type="application\/json" id="page-words">[\s\S]*?<\/script>/

export const shownHtml = (html: string) => html.replace(PAGE_WORDS_BLOCK, '')
