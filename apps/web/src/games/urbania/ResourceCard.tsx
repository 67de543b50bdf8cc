import { content } from './content';
import { TYPE_COLOUR } from './colours';
import { resourceName, typeName } from './words';
import { ReadableCard } from '../../components/widgets/cards/ReadableCard';
import { ReadButton } from '../../components/widgets/cards/ReadButton';
import { urCardInfo } from './card-info';
import { t } from './t';

interface Props {
  id: string;
  /** Set when picking this card is a legal move right now. */
  onClick?: () => void;
  chosen?: boolean;
  /** Why the card is shown dimmed (e.g. it pays nothing here). */
  dim?: boolean;
  action?: string;
}

/**
 * One resource card, face up: its colour, its worker icons (♟) and coins ($).
 * Rainbow icons are wild and drawn on a rainbow so they read as "any colour".
 * A click reads the card in full, unless picking it is a move: then a small
 * button beside it reads it.
 */
export function ResourceCard({ id, onClick, chosen, dim, action }: Props) {
  const c = content.resource[id];
  if (!c) return <span class="ur-card">?</span>;
  const cls = `ur-card${onClick ? ' live' : ''}${chosen ? ' chosen' : ''}${dim ? ' dim' : ''}`;
  const body = (
    <>
      <span class="ur-card-suit">{typeName(c.suit)}</span>
      <span class="ur-card-icons">
        {c.workers > 0 && <span class="ur-icon">{'♟'.repeat(c.workers)}</span>}
        {c.rainbowWorkers > 0 && (
          <span class="ur-icon wild" title={t('ui.ur.wildWorker')}>
            {'♟'.repeat(c.rainbowWorkers)}
          </span>
        )}
        {c.coins > 0 && <span class="ur-icon">${c.coins}</span>}
        {c.rainbowCoins > 0 && (
          <span class="ur-icon wild" title={t('ui.ur.wildCoin')}>
            ${c.rainbowCoins}
          </span>
        )}
      </span>
    </>
  );
  const style = { '--suit': TYPE_COLOUR[c.suit] };
  if (onClick) {
    return (
      <span class="ur-card-wrap">
        <button
          type="button"
          class={cls}
          style={style}
          data-card={id}
          data-action={action}
          aria-pressed={chosen}
          title={resourceName(id)}
          onClick={onClick}
        >
          {body}
        </button>
        <ReadButton info={() => urCardInfo(id)} />
      </span>
    );
  }
  return (
    <ReadableCard info={() => urCardInfo(id)}>
      <span class={cls} style={style} data-card={id} title={resourceName(id)}>
        {body}
      </span>
    </ReadableCard>
  );
}
