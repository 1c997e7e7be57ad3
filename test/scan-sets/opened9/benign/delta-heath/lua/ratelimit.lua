local limit_req = require "resty.limit.req"
local M = {}

local lim, err = limit_req.new("ratelimit", 10, 20)
if not lim then ngx.log(ngx.ERR, "limit init: ", err) end

function M.check()
  local key = ngx.var.http_x_api_key or ngx.var.binary_remote_addr
  local delay, e = lim:incoming(key, true)
  if not delay then
    if e == "rejected" then
      ngx.header["Retry-After"] = 1
      return ngx.exit(429)
    end
    ngx.log(ngx.ERR, "limit: ", e)
    return ngx.exit(500)
  end
  if delay >= 0.001 then ngx.sleep(delay) end
end

return M
