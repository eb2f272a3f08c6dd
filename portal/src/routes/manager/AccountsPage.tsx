import { Accounts } from '@flexportal/react/accounts';
import { useNavigate, useParams } from 'react-router';

/** manager.accounts (`/manager/accounts/{fiat|crypto}`); the tab is the route's. */
export default function AccountsPage() {
  const navigate = useNavigate();
  const type = useParams().currency_type === 'crypto' ? 'crypto' : 'fiat';
  return (
    <Accounts
      currencyType={type}
      onCurrencyTypeChange={(next) => navigate(`/manager/accounts/${next}`)}
    />
  );
}
