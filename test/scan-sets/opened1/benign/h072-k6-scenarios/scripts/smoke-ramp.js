import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  scenarios: {
    ramp: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '2m', target: 50 },
        { duration: '5m', target: 50 },
        { duration: '1m', target: 0 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<400'],
  },
};

const BASE = __ENV.BASE_URL;
const params = { headers: { Authorization: `Bearer ${__ENV.K6_API_TOKEN}` } };

export default function () {
  const res = http.get(`${BASE}/api/products?limit=20`, params);
  check(res, { 'status 200': (r) => r.status === 200, 'has items': (r) => r.json('items.length') > 0 });
  sleep(1);
}
