/** The class for a table that lays each row out as a card of label and value when narrow
 *  (stackTable.css): put it on the table's wrapper and a data-label on each cell. */
import './stackTable.css';

export const STACK_TABLE = 'vt-stack-table';
