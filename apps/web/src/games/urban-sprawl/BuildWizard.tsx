import { t } from './t';
import type { ContractSource, UsView } from './types';
import type { Site } from './build-plan';
import { sourceCost } from './actions';
import { asContract, asPermit, cardTitle } from './cards';
import { ZONE_NAMES } from './zones';
import { blockOfLot, lotName } from './geometry';
import { CardLine } from './CardLine';
import { ZoneChip } from './ZoneChip';
import { useBringIntoView } from '../../lib/use-bring-into-view';

interface Props {
  view: UsView;
  from: ContractSource;
  card: string;
  payments: string[][];
  payment: number;
  setPayment: (i: number) => void;
  sites: Site[];
  picked: number[];
  chosen: Site | null;
  names: string[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Building a contract, step by step: the permits to pay, then the place on the board, then confirm. */
export function BuildWizard({
  view,
  from,
  card,
  payments,
  payment,
  setPayment,
  sites,
  picked,
  chosen,
  names,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const contract = asContract(card);
  const panel = useBringIntoView<HTMLElement>(card);
  if (!contract) return null;
  const demolitions = sites.filter((s) => s.demolish?.length).length;
  const cost = sourceCost(from);
  const value = chosen ? view.blockValues[blockOfLot(chosen.lots[0])] : null;
  const demolished =
    chosen?.demolish?.map((id) => view.buildings.find((b) => b.id === id)).filter((b) => b !== undefined) ?? [];
  return (
    <section
      class="panel wizard"
      role="dialog"
      aria-label={t('ui.us.wizard.label', { name: cardTitle(contract.id) })}
      tabIndex={-1}
      ref={panel}
    >
      <h3>{t('ui.us.wizard.label', { name: cardTitle(contract.id) })}</h3>
      <CardLine id={card} cost={'favor' in from ? 'favor' : cost} />
      <ol class="steps">
        <li>
          <b>{t('ui.us.wizard.permits')}</b>{' '}
          <span class="muted small">{t('ui.us.wizard.permitCount', { n: contract.size, zone: contract.zone })}</span>
          <div class="choices column">
            {payments.map((p, i) => (
              <label key={i} class={`payment${i === payment ? ' chosen' : ''}`} data-payment={i}>
                <input type="radio" name="payment" checked={i === payment} onChange={() => setPayment(i)} />
                {p.map((id) => {
                  const permit = asPermit(id);
                  return (
                    <span key={id} class="mini-card" title={cardTitle(id)}>
                      {permit?.zones.map((z) => (
                        <ZoneChip key={z} zone={z} label={z[0]} />
                      ))}
                      <b>{permit?.permits}</b>
                      <span class="muted small">${permit?.wealth}</span>
                    </span>
                  );
                })}
              </label>
            ))}
          </div>
        </li>
        <li>
          <b>{t('ui.us.wizard.place')}</b>{' '}
          <span class="small">
            {chosen
              ? t('ui.us.wizard.placed', { lot: lotName(chosen.lots[0]), value: value ?? 0 })
              : t('ui.us.wizard.click', { size: String(contract.size), n: sites.length, picked: picked.length })}
          </span>
          {demolitions > 0 && !chosen && <div class="small muted">{t('ui.us.wizard.hatched')}</div>}
          {demolished.length > 0 && (
            <div class="warn-box small">
              {t('ui.us.wizard.demolishes', {
                what: demolished
                  .map((b) =>
                    b.owner !== null
                      ? t('ui.us.wizard.demolishedOf', {
                          zone: ZONE_NAMES[b.zone],
                          code: b.zone,
                          lots: b.lots.length,
                          owner: names[b.owner],
                        })
                      : t('ui.us.wizard.demolished', { zone: ZONE_NAMES[b.zone], code: b.zone, lots: b.lots.length }),
                  )
                  .join(', '),
              })}
              {chosen?.renewal ? t('ui.us.wizard.byRenewal') : t('ui.us.wizard.byContractor')}
            </div>
          )}
        </li>
      </ol>
      <div class="confirm-row">
        <button class="btn" onClick={onCancel} disabled={busy} data-action="cancel">
          {t('ui.common.cancel')}
        </button>
        <button class="btn primary" onClick={onConfirm} disabled={busy || !chosen} data-action="confirm-build">
          {'favor' in from ? t('ui.us.wizard.build') : t('ui.us.wizard.buildFor', { n: cost })}
          {value !== null ? t('ui.us.wizard.plusValue', { n: value }) : ''}
        </button>
      </div>
    </section>
  );
}
