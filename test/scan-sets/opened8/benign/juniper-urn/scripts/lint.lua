-- Wrapper: run luacheck and stylua --check, summarise counts.
local dir = arg[1] or "."

local function have(bin)
  return os.execute("command -v " .. bin .. " >/dev/null 2>&1") == true
    or os.execute("command -v " .. bin .. " >/dev/null 2>&1") == 0
end
if not have("luacheck") then
  io.stderr:write("luacheck not found: luarocks install luacheck\n")
  os.exit(2)
end

local p = io.popen("luacheck --formatter plain " .. dir .. " 2>&1")
local counts = {}
for line in p:lines() do
  local code = line:match("%((%u%d+)%)")
  if code then counts[code] = (counts[code] or 0) + 1 end
  print(line)
end
p:close()
for code, n in pairs(counts) do print(code, n) end
if have("stylua") then
  os.execute("stylua --check " .. dir)
end
