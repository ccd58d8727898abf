import { methodNotAllowed } from '~/services/api-answers.server'
import { answerPesapalNotification } from '~/services/pesapal/notification.server'
import type { Route } from './+types/pesapal.notification'

// GET (or POST) /api/pesapal/notification: Pesapal's word that an order changed; Tembo asks Pesapal for
// the order's status before it records anything (off while PESAPAL_CONSUMER_KEY is unset).

export function loader({ request }: Route.LoaderArgs) {
  return answerPesapalNotification(request)
}

export function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  return answerPesapalNotification(request)
}
