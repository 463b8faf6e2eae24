/* The page's language, chosen before the first paint (index.html loads this first, in <head>).
 *
 * Which one: ?lang= in the address (this page only: a shared link does not change a player's choice), else the one
 * chosen in Settings (localStorage "kings.lang"), else the browser's (navigator.languages); English if Kings does not
 * speak any of them. <html lang> follows, so screen readers speak the right language.
 *
 * English is the page as written: nothing more is fetched. Another language's words for the page itself (index.html
 * and the t("...") strings of the page's scripts) come from vendor/locale/<lang>/page.js (scripts/locales.py
 * compile), loaded render-blocking: no paint shows English first. Until the page is parsed, a mutation observer
 * translates each text and attribute as the parser adds it; when page.js arrives, the whole page so far. Python's
 * words come from the .mo catalogs (vendor/locale/<lang>/<domain>.mo; web/shell/language.py), which the boot
 * module fetches beside the code. The pseudo-locale en-XA (tests) writes every text accented and bracketed, as
 * kings/i18n.py's Pseudo does.
 *
 * window.kingsLanguage: {lang, t(text), translate(root), choose(lang)}.
 */
(() => {
  "use strict";
  const LANGUAGES = ["en", "pt-BR", "es"]; // kings/i18n.py's LANGUAGES
  const PSEUDO = "en-XA";
  const KEY = "kings.lang";
  const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"]; // scripts/page_words.py's

  function best(wanted) {
    for (const raw of wanted) {
      const tag = String(raw || "").trim().replace("_", "-").toLowerCase();
      if (tag === PSEUDO.toLowerCase()) return PSEUDO;
      const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
      if (exact) return exact;
      const same = LANGUAGES.find((l) => l.toLowerCase().split("-")[0] === tag.split("-")[0]);
      if (same) return same;
    }
    return "en";
  }

  function stored() {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null; // storage refused (a sandboxed widget): the browser's language
    }
  }

  const asked = new URLSearchParams(location.search).get("lang");
  const saved = stored();
  const lang = best([asked, saved, ...(navigator.languages || [navigator.language])].filter(Boolean));
  document.documentElement.lang = lang;

  let words = null; // the page's words in `lang` (page.js), once arrived
  const ACCENTS = { a: "á", c: "ç", e: "é", i: "í", n: "ñ", o: "ó", s: "š", u: "ú", y: "ý", z: "ž", A: "Á", C: "Ç",
    E: "É", I: "Í", N: "Ñ", O: "Ó", S: "Š", U: "Ú", Y: "Ý", Z: "Ž" };
  function pseudo(text) {
    const parts = text.split(/(\{[^{}]*\})/);
    let letters = 0;
    const out = parts.map((p) => {
      if (/^\{[^{}]*\}$/.test(p)) return p;
      letters += p.length;
      return p.replace(/[aceinosuyzACEINOSUYZ]/g, (c) => ACCENTS[c]);
    }).join("");
    const pad = "~".repeat(Math.max(1, Math.floor((letters * 2 + 4) / 5))); // 40% longer, in words of 5, as Python's
    return `⟦${out} ${pad.match(/.{1,5}/g).join(" ")}⟧`;
  }

  /** `text` in the page's language (English if it has no translation). */
  function t(text) {
    if (lang === PSEUDO) return pseudo(text);
    return (words && Object.hasOwn(words, text) && words[text]) || text;
  }

  const collapse = (s) => s.replace(/\s+/g, " ").trim();
  const LETTER = /\p{L}/u;
  const done = new WeakSet(); // texts already translated: the observer sees its own changes too
  function translateText(node) {
    if (done.has(node)) return;
    const parent = node.parentNode;
    if (!parent || parent.nodeName === "SCRIPT" || parent.nodeName === "STYLE") return;
    if (parent.closest && parent.closest("[translate=no]")) return;
    const raw = node.nodeValue;
    const key = collapse(raw);
    if (!key || !LETTER.test(key)) return;
    const said = t(key);
    if (said === key) return;
    done.add(node);
    const lead = raw.match(/^\s*/)[0];
    const trail = raw.match(/\s*$/)[0];
    node.nodeValue = lead + said + trail;
  }
  function translateElement(el) {
    if (el.closest("[translate=no]")) return;
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && LETTER.test(value)) {
        const said = t(collapse(value));
        if (said !== collapse(value)) el.setAttribute(name, said);
      }
    }
    if (el.nodeName === "META" && el.getAttribute("name") === "description") {
      el.setAttribute("content", t(collapse(el.getAttribute("content") || "")));
    }
  }
  /** Translate `root` and everything in it (texts and the attributes a player meets). */
  function translate(root) {
    if (lang === "en" || (!words && lang !== PSEUDO) || !root) return;
    if (root.nodeType === Node.TEXT_NODE) return translateText(root);
    if (root.nodeType !== Node.ELEMENT_NODE && root.nodeType !== Node.DOCUMENT_NODE) return;
    if (root.nodeType === Node.ELEMENT_NODE) translateElement(root);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) translateText(node);
      else translateElement(node);
    }
  }

  /** Save `choice` as the player's language and load the page in it (a game in progress is saved as it goes). */
  function choose(choice) {
    const next = best([choice]);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      /* storage refused: the language lasts for this page */
    }
    const params = new URLSearchParams(location.search);
    params.delete("lang");
    const query = params.toString();
    location.replace(location.pathname + (query ? `?${query}` : "") + location.hash);
  }

  /** The words the stylesheets draw while a table loads (before Python, whose own words come from its catalogs), as
   * CSS variables the CSS reads: `content: var(--words-shuffling, "Shuffling…")`. */
  function cssWords() {
    const css = { "--words-shuffling": t("Shuffling…"), "--words-setting-up": t("Setting up the board…") };
    for (const [name, text] of Object.entries(css)) document.documentElement.style.setProperty(name, JSON.stringify(text));
  }

  window.kingsLanguage = {
    lang,
    t,
    translate,
    choose,
    /** page.js's call: the page's words have arrived; translate what is parsed so far. */
    arrived(given) {
      words = given || {};
      translate(document);
      cssWords();
    },
  };

  // Settings' language picker (index.html's #set-language): a choice reloads the page in that language.
  document.addEventListener("DOMContentLoaded", () => {
    const picker = document.getElementById("set-language");
    if (!picker) return;
    picker.value = LANGUAGES.includes(lang) ? lang : "en";
    picker.addEventListener("change", () => choose(picker.value));
  }, { once: true });

  if (lang === "en") return;
  if (lang === PSEUDO) cssWords();
  if (lang !== PSEUDO) {
    const script = document.createElement("script");
    script.src = `./vendor/locale/${lang}/page.js`;
    script.setAttribute("blocking", "render"); // no paint before the words are here (or have failed)
    script.onerror = () => { words = {}; }; // no words: the page stays English, and works
    document.head.appendChild(script);
  }
  // As the parser adds the page, translate it (a no-op until page.js has come); stop once it is parsed: what the
  // page writes later comes through t() or Python's catalogs.
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "childList") r.addedNodes.forEach(translate);
      else if (r.type === "characterData") translateText(r.target);
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener("DOMContentLoaded", () => observer.disconnect(), { once: true });
})();
