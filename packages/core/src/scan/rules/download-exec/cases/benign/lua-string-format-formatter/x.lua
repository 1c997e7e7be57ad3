local file = arg[1] or "init.lua"
os.execute(string.format("stylua --check %s && echo formatted", file))
