#!/usr/bin/env node
// Write the card faces into vendor/cards/: one small SVG file per card, so a page fetches only
// the cards it shows (and the service worker precaches them all for offline play).
//
//   node scripts/build_cards.mjs [OUT_DIR]      (scripts/vendor.py runs it; default vendor/cards)
//
// The faces are Adrian Kennard's public-domain (CC0) deck (https://www.me.uk/cards/) as packaged
// on npm by @letele/playing-cards (pinned in package.json). That package ships React components
// (dist/index.esm.js), not SVG files, so this script evaluates the module with a stub React whose
// createElement builds an element tree, calls each component, and writes the tree out as SVG
// markup. Node standard library only.
//
// What it changes on the way (the deck's art is untouched):
// - React prop names become SVG attributes (className -> class, xlinkHref -> xlink:href,
//   strokeWidth -> stroke-width, ...); titles and aria attributes (React's) are dropped.
// - Ids are shortened to what follows "_svg__" and checked unique within each file.
// - The corner indices are drawn bigger (INDEX_SCALE), each on a white patch, because our cards
//   are small (52 px wide on a phone, where the deck's own index would be 7 px tall) and piles
//   and hands overlap, so the top-left corner is often all that shows of a card.
// - The ace of spades loses the artist's ornate spade, web address and pattern: a plain ace (plainAce).
// - Files are named by the engine's notation: AS.svg, 10H.svg, QD.svg; joker.svg and joker-2.svg;
//   back.svg and back-2.svg. index.json lists them with their byte sizes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE = path.join(REPO, "node_modules", "@letele", "playing-cards");
const SOURCE = path.join(PACKAGE, "dist", "index.esm.js");
const OUT = path.resolve(process.argv[2] || path.join(REPO, "vendor", "cards"));
const EXPECTED_VERSION = "0.1.0"; // the files below depend on this exact release's layout
const VIEWBOX = "-120 -168 240 336"; // 5:7, the proportions of our cards (--cw = --ch * .714)

function fail(message) {
  console.error(`build_cards.mjs: error: ${message}`);
  process.exit(1);
}

// -- the stub React --------------------------------------------------------------------------
// An element is {type, props, children}; components are plain functions of their props.
const React = {
  createElement(type, props, ...children) {
    if (typeof type === "function") return type({ ...(props || {}), children });
    return { type, props: props || {}, children: children.flat(Infinity).filter((c) => c !== null && c !== undefined && typeof c !== "boolean") };
  },
};

// Attributes SVG spells in camelCase: everything else camelCase is a CSS-like presentation
// attribute (strokeWidth) and becomes kebab-case (stroke-width).
const CAMEL_SVG = new Set([
  "viewBox", "preserveAspectRatio", "patternUnits", "patternContentUnits", "patternTransform",
  "gradientUnits", "gradientTransform", "clipPathUnits", "maskUnits", "maskContentUnits",
  "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "textLength", "lengthAdjust",
  "spreadMethod", "startOffset", "stdDeviation", "filterUnits", "primitiveUnits",
]);
const RENAMED = { className: "class", xlinkHref: "xlink:href", xmlnsXlink: "xmlns:xlink", htmlFor: "for" };

function attrName(name) {
  if (RENAMED[name]) return RENAMED[name];
  if (CAMEL_SVG.has(name) || name.includes("-") || name.includes(":")) return name;
  return name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

function escape(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function styleText(style) {
  return Object.entries(style).map(([k, v]) => `${attrName(k)}:${v}`).join(";");
}

function markup(node) {
  if (node === null || node === undefined || node === false || node === true) return "";
  if (typeof node !== "object") return escape(node);
  if (node.type === "title") return ""; // React's accessible title: the page names each card itself
  let out = "<" + node.type;
  for (const [name, value] of Object.entries(node.props)) {
    if (value === undefined || value === null || name === "children" || name.startsWith("aria-")) continue;
    out += ` ${attrName(name)}="${escape(typeof value === "object" ? styleText(value) : value)}"`;
  }
  const inner = node.children.map(markup).join("");
  return inner ? `${out}>${inner}</${node.type}>` : out + "/>";
}

// -- loading the module ----------------------------------------------------------------------
async function loadDeck() {
  if (!fs.existsSync(SOURCE)) {
    fail(`${SOURCE} is missing: run \`bash scripts/install.sh\` (or \`npm ci --ignore-scripts\`): @letele/playing-cards is a dependency`);
  }
  const version = JSON.parse(fs.readFileSync(path.join(PACKAGE, "package.json"), "utf8")).version;
  if (version !== EXPECTED_VERSION) fail(`@letele/playing-cards is ${version}; this script reads ${EXPECTED_VERSION}`);
  let code = fs.readFileSync(SOURCE, "utf8");
  // Its only two imports, replaced by the stub (babel's _extends is Object.assign).
  const imports = [
    ["import _extends from '@babel/runtime/helpers/extends';", "const _extends = Object.assign;"],
    ["import * as React from 'react';", "const React = globalThis.__cardsReact;"],
  ];
  for (const [from, to] of imports) {
    if (!code.includes(from)) fail(`${SOURCE}: expected the line ${from}`);
    code = code.replace(from, to);
  }
  globalThis.__cardsReact = React;
  return import("data:text/javascript;base64," + Buffer.from(code).toString("base64"));
}

// -- the deck's names -> ours ------------------------------------------------------------------
const RANKS = { a: "A", j: "J", q: "Q", k: "K" };
function fileName(exported) {
  const special = { J1: "joker", J2: "joker-2", B1: "back", B2: "back-2" };
  if (special[exported]) return special[exported];
  const m = /^([CDHS])(10|[2-9]|[ajqk])$/.exec(exported);
  if (!m) return null;
  return (RANKS[m[2]] || m[2]) + m[1];
}

// -- rewriting one card ----------------------------------------------------------------------
// Bigger corner indices. The deck draws each index as two <use>s in the top-left corner (the
// rank in a 32-unit box at x -114.4, y -156; the suit below it, 26.769 units, at y -119) and the
// same two inside <g transform="rotate(180)"> for the bottom-right corner.
const INDEX_SCALE = 1.6;
const CORNER = { x: -117, y: -164 }; // where the scaled index's top-left lands (just inside the border)
function isIndex(node) {
  if (node.type !== "use") return false;
  const { x, y, width } = node.props;
  return x !== undefined && y !== undefined && Number(x) < -108 && Number(y) < -115 && Number(width) <= 33;
}

function biggerIndices(node) {
  if (!node || typeof node !== "object") return;
  const uses = node.children.filter(isIndex);
  if (uses.length) {
    const x0 = Math.min(...uses.map((u) => Number(u.props.x)));
    const y0 = Math.min(...uses.map((u) => Number(u.props.y)));
    let right = -Infinity;
    let bottom = -Infinity;
    for (const u of uses) {
      const p = u.props;
      p.x = round(CORNER.x + (Number(p.x) - x0) * INDEX_SCALE);
      p.y = round(CORNER.y + (Number(p.y) - y0) * INDEX_SCALE);
      p.width = round(Number(p.width) * INDEX_SCALE);
      p.height = round(Number(p.height) * INDEX_SCALE);
      right = Math.max(right, p.x + p.width);
      bottom = Math.max(bottom, p.y + p.height);
    }
    // A white patch under the index, so the bigger index never sits on a pip or the court frame.
    const patch = {
      type: "rect",
      props: { x: CORNER.x, y: CORNER.y, width: round(right - CORNER.x), height: round(bottom - CORNER.y + 2), rx: 6, fill: "#fff" },
      children: [],
    };
    node.children.splice(node.children.indexOf(uses[0]), 0, patch);
  }
  node.children.forEach(biggerIndices);
}

function round(n) {
  return Math.round(n * 1000) / 1000;
}

function shortIds(svg, file) {
  const ids = new Map();
  const walk = (node, visit) => {
    if (!node || typeof node !== "object") return;
    visit(node);
    node.children.forEach((c) => walk(c, visit));
  };
  walk(svg, (n) => {
    if (n.props.id === undefined) return;
    const short = String(n.props.id).split("_svg__").pop();
    if ([...ids.values()].includes(short)) fail(`${file}: id ${short} twice`);
    ids.set(String(n.props.id), short);
    n.props.id = short;
  });
  const ref = (value) => {
    const v = String(value);
    return v.startsWith("#") && ids.has(v.slice(1)) ? "#" + ids.get(v.slice(1)) : v;
  };
  const url = (value) => String(value).replace(/url\(#([^)]+)\)/g, (all, id) => (ids.has(id) ? `url(#${ids.get(id)})` : all));
  walk(svg, (n) => {
    for (const [k, v] of Object.entries(n.props)) {
      if (k === "xlinkHref" || k === "href") n.props[k] = ref(v);
      else if (typeof v === "string" && v.includes("url(#")) n.props[k] = url(v);
    }
  });
  const left = JSON.stringify(svg).match(/#[A-Za-z0-9-]+_svg__/);
  if (left) fail(`${file}: a reference to a renamed id is left: ${left[0]}`);
}

// The deck's ace of spades is the artist's signature card: a large ornate spade over a pattern, with his web
// address printed under it. On a table it reads as a card with a URL and a QR code on it, so it becomes a plain
// ace like the other three: the spade (symbol #a) once, in the middle.
function plainAce(svg, file) {
  const big = svg.children.filter((n) => n.type === "use" && Number(n.props.width) > 100);
  const extra = svg.children.filter((n) => n.type === "text" || (n.type === "path" && n.props.fill === "#fff"));
  if (big.length !== 3 || extra.length !== 3) fail(`${file}: not the ornate ace this script knows`);
  const at = svg.children.indexOf(big[0]);
  svg.children = svg.children.filter((n) => !big.includes(n) && !extra.includes(n));
  svg.children.splice(at, 0, { type: "use", props: { xlinkHref: "#a", height: 70, width: 70, x: -35, y: -35 }, children: [] });
}

function cardSvg(component, file) {
  const svg = component({});
  if (svg.type !== "svg" || svg.props.viewBox !== VIEWBOX) fail(`${file}: not an <svg viewBox="${VIEWBOX}">`);
  delete svg.props.className; // the React package's styling hook; nothing styles inside an <img>
  shortIds(svg, file);
  if (file === "AS") plainAce(svg, file);
  biggerIndices(svg);
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + markup(svg) + "\n";
}

// -- main ------------------------------------------------------------------------------------
const deck = await loadDeck();
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const index = {};
for (const [exported, component] of Object.entries(deck).sort()) {
  const name = fileName(exported);
  if (!name) fail(`unexpected export ${exported}: is this @letele/playing-cards ${EXPECTED_VERSION}?`);
  const text = cardSvg(component, name);
  fs.writeFileSync(path.join(OUT, name + ".svg"), text);
  index[name] = Buffer.byteLength(text);
}
const count = Object.keys(index).length;
if (count !== 56) fail(`expected 56 faces (52 cards, 2 jokers, 2 backs), made ${count}`);
fs.writeFileSync(path.join(OUT, "index.json"), JSON.stringify(index, null, 1) + "\n");
const total = Object.values(index).reduce((a, b) => a + b, 0);
console.log(`  vendor/cards/     ${count} faces, ${total} bytes (Adrian Kennard's deck, CC0)`);
