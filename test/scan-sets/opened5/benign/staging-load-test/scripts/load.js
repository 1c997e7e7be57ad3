import http from "k6/http";
import { check, sleep } from "k6";

const MAX_VUS = 50;
export const options = {
  stages: [
    { duration: "30s", target: 10 },
    { duration: "1m", target: Math.min(30, MAX_VUS) },
    { duration: "30s", target: 0 },
  ],
  thresholds: { http_req_failed: ["rate<0.01"], http_req_duration: ["p(95)<500"] },
};

const base = __ENV.BASE_URL;
if (!base) throw new Error("set BASE_URL to your staging service");

export default function () {
  const res = http.get(`${base}/api/health`);
  check(res, { "status is 200": (r) => r.status === 200 });
  sleep(1);
}
