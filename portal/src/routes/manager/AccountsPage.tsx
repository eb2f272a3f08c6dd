import { Accounts } from '@flexportal/react/accounts';
import { useNavigate, useParams } from 'react-router';
import { useSimplifiedTables } from '../../app/lists/simplifiedTables.js';

/** manager.accounts (`/manager/accounts/{fiat|crypto}`); the tab is the route's. */
export default function AccountsPage() {
  const simplified = useSimplifiedTables();
  const navigate = useNavigate();
  const type = useParams().currency_type === 'crypto' ? 'crypto' : 'fiat';
  return (
    <Accounts
      simplified={simplified}
      currencyType={type}
      onCurrencyTypeChange={(next) => navigate(`/manager/accounts/${next}`)}
    />
  );
}
