import subprocess, json

def sh(*cmd):
    return subprocess.run(cmd, capture_output=True, text=True).stdout.strip()

def main():
    info = json.loads(sh("system_profiler", "SPAirPortDataType", "-json"))
    iface = info["SPAirPortDataType"][0]["spairport_airport_interfaces"][0]
    cur = iface.get("spairport_current_network_information", {})
    print("# Wi-Fi report\n")
    for k in ("_name", "spairport_network_channel", "spairport_signal_noise", "spairport_network_phymode"):
        print(f"- {k.replace('spairport_', '')}: {cur.get(k)}")
    print("\n## Preferred networks")
    print(sh("networksetup", "-listpreferredwirelessnetworks", iface["_name"]))
    print("\n## DNS")
    print(sh("scutil", "--dns").split("\n\n")[0])
    print("\n## Log (last 30 min)")
    log = sh("log", "show", "--last", "30m", "--style", "compact", "--predicate", 'subsystem == "com.apple.wifi"')
    print("\n".join(log.splitlines()[-200:]))

if __name__ == '__main__':
    main()
