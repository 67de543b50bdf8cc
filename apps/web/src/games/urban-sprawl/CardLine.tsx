import { t } from './t';
import type { ComponentChildren } from 'preact';
import { asContract, asPermit, cardById, cardText, cardTitle, vocationName } from './cards';
import { ZoneChip } from './ZoneChip';
import { ZONE_NAMES } from './zones';
import { ReadableCard } from '../../components/widgets/cards/ReadableCard';
import { usCardInfo } from './card-info';

/**
 * One card as a compact row: an optional AP cost, the card's essentials, and
 * the buttons for what this player may do with it. A click on the card's
 * face opens it in full; the buttons beside it are the moves.
 */
export function CardLine({
  id,
  cost,
  children,
  dim,
  testId,
  selected,
}: {
  id: string | null;
  cost?: number | string;
  children?: ComponentChildren;
  dim?: boolean;
  testId?: string;
  selected?: boolean;
}) {
  if (!id) {
    return (
      <div class="card-line empty" data-testid={testId}>
        {cost !== undefined && <span class="cost">{cost}</span>}
        <span class="muted">{t('ui.us.emptySlot')}</span>
      </div>
    );
  }
  const text = cardText(id);
  return (
    <div
      class={`card-line${dim ? ' dim' : ''}${selected ? ' selected' : ''}`}
      data-card={id}
      data-testid={testId}
      title={text.join('\n')}
    >
      {cost !== undefined && <span class="cost">{cost}</span>}
      <ReadableCard info={() => usCardInfo(id)} class="card-face">
        <CardBody id={id} />
      </ReadableCard>
      {children && <span class="card-actions">{children}</span>}
    </div>
  );
}

export function CardBody({ id }: { id: string }) {
  const contract = asContract(id);
  if (contract) {
    const extras = [
      ...contract.vocations.map((v) => `${vocationName(v.name)} ${v.value}`),
      ...(contract.prestige ? [t('ui.us.prestigePayout', { n: contract.prestige })] : []),
    ];
    const notes = cardText(id).slice(1);
    return (
      <span class="card-body">
        <span class="size-block">
          <ZoneChip zone={contract.zone} label={`${contract.zone} ${contract.size}`} />
        </span>
        <span class="card-main">
          <span class="card-name">{cardTitle(id)}</span>
          <span class="card-sub">
            {t('ui.us.lots', { n: contract.size })}
            {extras.length > 0 && ` · ${extras.join(' · ')}`}
            {notes.length > 0 && <span class="card-note"> · {notes.join(' ')}</span>}
          </span>
        </span>
      </span>
    );
  }
  const permit = asPermit(id);
  if (permit) {
    return (
      <span class="card-body">
        <span class="permit-zones">
          {permit.zones.map((z) => (
            <ZoneChip key={z} zone={z} label={z[0]} />
          ))}
        </span>
        <span class="card-main">
          <span class="card-name">
            {t('ui.us.permits', { n: permit.permits, zones: permit.zones.map((z) => ZONE_NAMES[z]).join(', ') })}
          </span>
          <span class="card-sub">
            {t('ui.us.investment', { n: permit.wealth })}
            {permit.ballot && (
              <>
                {' '}
                · <span class="ballot">{t('ui.us.ballot')}</span>
              </>
            )}
          </span>
        </span>
      </span>
    );
  }
  const c = cardById(id);
  if (c?.kind === 'renewal') {
    return (
      <span class="card-body">
        <span class="renewal-tag">{t('ui.us.renewalShort')}</span>
        <span class="card-main">
          <span class="card-name">{t('ui.us.renewal')}</span>
          <span class="card-sub">
            {t('ui.us.demolish')}
            {c.wealth ? ` · ${t('ui.us.payout', { n: c.wealth })}` : ''}
            {c.ballot && (
              <>
                {' '}
                · <span class="ballot">{t('ui.us.ballot')}</span>
              </>
            )}
          </span>
        </span>
      </span>
    );
  }
  if (c?.kind === 'event') {
    return (
      <span class="card-body">
        <span class="event-tag">{t('ui.us.eventShort')}</span>
        <span class="card-main">
          <span class="card-name">{cardTitle(id)}</span>
          <span class="card-sub">{cardText(id).slice(1).join(' ')}</span>
        </span>
      </span>
    );
  }
  return <span class="card-body">{id}</span>;
}
