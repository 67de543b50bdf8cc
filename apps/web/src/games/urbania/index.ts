/** The Urbania wing: its table component and the props a host page gives it. */
import './urbania.css';

export { UrbaniaTable, type UrbaniaTableProps } from './UrbaniaTable';
