/**
 * A local ESLint rule: words a player reads may not be written in the web
 * client's JSX, because a sentence typed there is shown in English to every
 * language (issue 50 counted 26 of them). It reports letters in JSX text,
 * in string literals and template literals placed in JSX (also as a branch
 * of `a ? 'x' : 'y'` or `a && 'x'`), and in the attributes a screen reader
 * or a tooltip says: aria-label, title, placeholder, alt. The words belong
 * in apps/web/src/i18n (t('ui....')); text with no letter at all (' · ',
 * '$', '+') is punctuation and may stay.
 */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const LETTER = /\p{L}/u;

/** The string literals an expression can evaluate to, looking through conditionals and logical operators. */
function literalsOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
    case 'LogicalExpression':
      return literalsOf(node.right).concat(node.operator === '&&' ? [] : literalsOf(node.left));
    case 'TSAsExpression':
      return literalsOf(node.expression);
    default:
      return [];
  }
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible words in the web client come from the catalogues, never from JSX literals.' },
    schema: [],
    messages: {
      text: 'Words on the page must come from the catalogue (t("ui....")): "{{text}}".',
      attribute: 'The {{name}} attribute is read aloud or shown: take its words from the catalogue, not "{{text}}".',
    },
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    const check = (expression, messageId, name) => {
      for (const { node, text } of literalsOf(expression)) if (LETTER.test(text)) report(node, messageId, text, name);
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, 'text', node.value, '');
      },
      JSXExpressionContainer(node) {
        // Attributes are judged by their name below: class names, ids and test ids are not words.
        if (node.parent?.type === 'JSXAttribute') return;
        check(node.expression, 'text', '');
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value, 'attribute', name);
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': noLiteralUiText } };
