local M = {}

function M.check()
  local auth = ngx.var.http_authorization or ""
  local b64 = auth:match("^Basic%s+(.+)$")
  if b64 then
    local pair = ngx.decode_base64(b64) or ""
    local user = pair:match("^([^:]*)")
    ngx.log(ngx.INFO, "caller: ", user)
  end
  local h = io.popen("uptime")
  local load = h:read("*a")
  h:close()
  ngx.header["X-Load"] = load:gsub("%s+$", "")
end

return M
